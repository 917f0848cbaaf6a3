import React from 'react';

/** What in the opened link could not be used, if anything. */
export default function LinkProblems({problems}: {problems: string[]}): React.JSX.Element | null {
  if (problems.length === 0) return null;
  return (
    <div className="alert alert--warning" role="alert">
      <p>Part of the link could not be used:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
