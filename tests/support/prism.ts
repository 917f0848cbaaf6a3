import fs from 'node:fs';
import path from 'node:path';

// The site the tests serve: build/, or SITE_DIR as for scripts/static-server.mjs.
const scriptsDir = path.resolve(__dirname, '../..', process.env.SITE_DIR ?? 'build', 'assets/js');

/**
 * The build's scripts that carry Prism (the hooks its tokenize runs), as URL paths: the Prism
 * chunk's files. Before Prism had a chunk of its own, that was main.js.
 */
export function prismScripts(): string[] {
  return fs
    .readdirSync(scriptsDir)
    .filter(
      (file) =>
        file.endsWith('.js') && fs.readFileSync(path.join(scriptsDir, file), 'utf8').includes('before-tokenize'),
    )
    .map((file) => `/assets/js/${file}`);
}
