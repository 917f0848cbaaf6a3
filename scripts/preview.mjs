#!/usr/bin/env node
// @ts-check
// Builds the production site and serves it like a static host at http://localhost:3000.
import {spawnSync} from 'node:child_process';
import {ensureDependencies} from './ensure.mjs';

ensureDependencies();
const build = spawnSync('npx', ['docusaurus', 'build'], {stdio: 'inherit'});
if (build.status !== 0) process.exit(build.status ?? 1);
await import('./static-server.mjs');
