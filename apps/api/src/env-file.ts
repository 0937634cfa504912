import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { ConfigError } from './config';

/** The repository's `.env`, beside `.env.example`: found from src/ and from the bundle in dist/ alike. */
export const REPO_ENV_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../..', '.env');

/**
 * Adds the variables of an env file to `env`, for the server and the seed script. The file is
 * `ENV_FILE` when set (then it must exist), else the repository's `.env` when there is one: it is
 * never required. Variables already set win, as with `node --env-file`, so a shell or a service
 * manager can override the file. Tests (NODE_ENV=test) set their whole environment themselves and
 * read no `.env` unless they name one. Returns the file read, if any.
 */
export function loadEnvFile(
  env: NodeJS.ProcessEnv = process.env,
  repoFile = REPO_ENV_FILE,
): string | undefined {
  const named = env.ENV_FILE;
  if (!named && env.NODE_ENV === 'test') return undefined;
  const file = named ? resolve(named) : repoFile;
  if (!existsSync(file)) {
    if (named) throw new ConfigError(`Invalid configuration:\n  ENV_FILE: no file at ${file}`);
    return undefined;
  }
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
  return file;
}
