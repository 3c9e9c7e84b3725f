#!/usr/bin/env node
// `npm start`: builds the storefront when its sources changed, starts the local commerce
// server (unless PUBLIC_STORE_DOMAIN points at a real store) and the storefront, prints
// both URLs, and stops both cleanly on Ctrl-C / SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const storefrontPort = Number(process.env.PORT ?? 3000);
const commercePort = Number(process.env.COMMERCE_PORT ?? 4001);
const useLocalCommerce = !process.env.PUBLIC_STORE_DOMAIN;
// Where shoppers reach the storefront: the commerce server sends paid checkouts there, links its
// hosted pages to it and accepts it as the sign-in redirect, so it must follow PORT.
const storefrontUrl =
  process.env.STOREFRONT_URL ?? process.env.PUBLIC_SITE_URL ?? `http://localhost:${storefrontPort}`;
// The storefront's build folder (STOREFRONT_BUILD_DIR, relative to storefront/), as its build
// and its server read it.
const buildDirectory = process.env.STOREFRONT_BUILD_DIR ?? 'build';
const READY_TIMEOUT_MS = 60_000;

/** Newest modification time of any file under `dir` (skipping dependencies and output). */
function newestMtime(dir, output) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', '.react-router'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (path === output) continue;
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestMtime(path, output) : statSync(path).mtimeMs,
    );
  }
  return newest;
}

function buildStorefrontIfStale() {
  const storefront = join(root, 'storefront');
  const output = resolve(storefront, buildDirectory);
  const marker = join(output, 'server', 'index.js');
  if (existsSync(marker) && statSync(marker).mtimeMs >= newestMtime(storefront, output)) return;
  console.log('Building the storefront…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'storefront'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The storefront build failed.');
    process.exit(result.status ?? 1);
  }
}

const children = [];
let stopping = false;

function startWorkspace(workspace, env) {
  // Its own process group, so that stopping it also stops what npm started under it.
  const child = spawn('npm', ['run', 'start', '--silent', '-w', workspace], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${workspace} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    stop(1);
  });
  children.push(child);
  return child;
}

async function waitUntilListening(url, name) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000} s (${url}).`);
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let remaining = running.length;
  for (const child of running) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) process.exit(exitCode);
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      remaining -= 1;
    }
  }
  if (remaining === 0) process.exit(exitCode);
  // A child that ignores SIGTERM must not keep `npm start` alive forever.
  setTimeout(() => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

buildStorefrontIfStale();

const storefrontEnv = { PORT: String(storefrontPort), NODE_ENV: 'production' };
if (useLocalCommerce) {
  startWorkspace('commerce', {
    COMMERCE_PORT: String(commercePort),
    STOREFRONT_URL: storefrontUrl,
  });
  storefrontEnv.PUBLIC_STORE_DOMAIN = `http://localhost:${commercePort}`;
}
startWorkspace('storefront', storefrontEnv);

try {
  if (useLocalCommerce) {
    await waitUntilListening(`http://localhost:${commercePort}/`, 'The commerce server');
  }
  await waitUntilListening(`http://localhost:${storefrontPort}/`, 'The storefront');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

if (!stopping) {
  console.log('');
  console.log(`  Storefront:       http://localhost:${storefrontPort}`);
  console.log(
    useLocalCommerce
      ? `  Commerce server:  http://localhost:${commercePort}`
      : `  Commerce store:   ${process.env.PUBLIC_STORE_DOMAIN}`,
  );
  console.log('');
  console.log('Press Ctrl-C to stop.');
}
