import {Prism, normalizeTokens, type EnvConfig, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The Prism chunk (see ./index.tsx). What theme-classic's client module did at every start-up:
// register the grammars of themeConfig.prism.additionalLanguages on prism-react-renderer's Prism.
prismIncludeLanguages(Prism);

/** The code's tokens, line by line, exactly as prism-react-renderer's Highlight computes them. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env: EnvConfig = {code, grammar, language, tokens: []};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
