#!/usr/bin/env node
// `npm test`: unit + API tests on PGlite, the same API tests on PostgreSQL, then the browser tests.
// Stages can be picked: `npm test -- pglite postgres e2e` (default: all three).
// Ends with one line "Total: N passed, N failed" counting every stage.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const ci = process.env.CI === 'true';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const stages = wanted.length ? wanted : ['pglite', 'postgres', 'e2e'];
const results = [];
mkdirSync('.vitest-results', { recursive: true });

function run(command, args, env = {}) {
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

/**
 * Runs a command showing its output as it comes and keeping it, so a failed stage can repeat
 * why at the end: CI's record keeps only the tail of the output.
 */
function runKept(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      chunks.push(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

const WHY = /(FAIL |Unhandled|Error:|during the test run|originated|latest test|Worker exited|timed out)/;

/** The lines of a failed vitest run worth repeating: failed tests, unhandled errors, their causes. */
function failureLines(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const picked = [];
  lines.forEach((line, i) => {
    if (WHY.test(line)) picked.push(...lines.slice(i, i + 3).map((l) => l.slice(0, 300)));
  });
  return [...new Set(picked)].slice(0, 60);
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numFailedTestSuites ?? 0) };
}

async function vitest(name, env, projects) {
  const out = `.vitest-results/${name}.json`;
  rmSync(out, { force: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const { code, output } = await runKept(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  writeFileSync(`.vitest-results/${name}.log`, output);
  const counts = vitestCounts(out);
  // A run can fail with every test passed (an unhandled error, a worker lost): count it.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts, ok: code === 0, why: code === 0 ? [] : failureLines(output) });
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (stages.includes('pglite')) {
  console.log('\n== Unit and API tests on PGlite ==');
  await vitest('pglite', { TEST_DB: 'pglite' }, [
    'contract',
    'repo',
    'api',
    'api-fuzz',
    'web',
    'web-components',
  ]);
}

if (stages.includes('postgres')) {
  console.log('\n== API tests on PostgreSQL ==');
  if (await postgresReachable()) {
    await vitest('postgres', { TEST_DB: 'postgres', TEST_PG_URL: pgUrl }, ['api', 'api-fuzz']);
  } else if (ci) {
    console.error(`PostgreSQL is unreachable at ${pgUrl}: under CI this fails the run.`);
    results.push({ name: 'postgres', passed: 0, failed: 1, ok: false });
  } else {
    console.warn(
      `\n!! PostgreSQL is unreachable at ${pgUrl}: the PostgreSQL run is SKIPPED on this machine.\n`,
    );
  }
}

if (stages.includes('e2e')) {
  console.log('\n== Browser tests (Chromium) ==');
  const report = 'apps/web/test-results/e2e.json';
  rmSync(report, { force: true });
  const code = run('npm', ['run', 'test:e2e']);
  let passed = 0;
  let failed = code === 0 ? 0 : 1;
  if (existsSync(report)) {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = (stats.unexpected ?? 0) + (code === 0 || stats.unexpected ? 0 : 1);
  }
  results.push({ name: 'e2e', passed, failed, ok: code === 0 });
}

for (const r of results.filter((r) => r.why?.length)) {
  console.log(`\n== Why ${r.name} failed (the whole output: .vitest-results/${r.name}.log) ==`);
  console.log(r.why.join('\n'));
}

console.log('\n== Summary ==');
for (const r of results)
  console.log(`${r.name.padEnd(9)} ${r.ok ? 'ok  ' : 'FAIL'} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
