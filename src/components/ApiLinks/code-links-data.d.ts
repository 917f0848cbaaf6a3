// The code-links data, which plugins/code-links.ts writes while the site builds (CodeLinksData there).
declare module '@generated/code-links/default/code-links.json' {
  const data: {p: string; u: string[]; b: Record<string, number[]>};
  export default data;
}
