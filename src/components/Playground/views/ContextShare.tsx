import React from 'react';
import {formatNumber} from '@site/src/lib/site/format';
import type {Model} from '@site/src/lib/counting/models';

/** A share of a model's context window, "0.1% of 128,000", as a term and its description. */
export default function ContextShare({model, tokens}: {model: Model; tokens: number}): React.JSX.Element {
  return (
    <div>
      <dt>Of {model.name}&apos;s context in JTokkit</dt>
      <dd>
        {((100 * tokens) / model.maxContextLength).toFixed(1)}% of {formatNumber(model.maxContextLength)}
      </dd>
    </div>
  );
}
