#!/usr/bin/env node
// Run after `npm install` changes the lock: `node bin/lockfile-platforms.cjs`.
// npm's lock lacks the optional platform packages the registry here does not serve; npm ci then
// refuses the lock. Add placeholder entries (os/cpu-restricted, so npm skips them on this platform).
const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const parent = lock.packages['node_modules/msgpackr-extract'];
const plat = {
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'linux-arm': ['linux', 'arm'],
  'win32-x64': ['win32', 'x64'],
  'linux-arm64': ['linux', 'arm64'],
  'linux-x64': ['linux', 'x64'],
};
let added = 0;
for (const [name, ver] of Object.entries(parent.optionalDependencies || {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const suffix = name.split('msgpackr-extract-')[1];
  const [os, cpu] = plat[suffix];
  lock.packages[key] = { version: ver, cpu: [cpu], license: 'MIT', optional: true, os: [os] };
  added++;
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
