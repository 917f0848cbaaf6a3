import {readBuilt, scriptFiles} from './servedHtml';

/** Prism's tokenize runs the first hook; the Java grammar's keywords include the second. */
export const PRISM_MARKERS = ['before-tokenize', 'strictfp'];

export const carriesPrism = (code: string) => PRISM_MARKERS.some((marker) => code.includes(marker));

/** The build's scripts that carry Prism or its grammars, as URL paths: the Prism chunk's files. */
export const prismScripts = (): string[] =>
  scriptFiles.map((file) => `/assets/js/${file}`).filter((url) => carriesPrism(readBuilt(url)));
