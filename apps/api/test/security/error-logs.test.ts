import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { serializeError } from '../../src/plugins/logging';
import { call, loginAs, testConfig } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeUser } from '../support/factories';

// A database error logs the SQL that failed, never the values bound to it nor the row it
// rejected: those are e-mails, names, phone numbers and password hashes.
let database: Database;
let app: App;
let adminToken: string;
const lines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig,
    database,
    webRoot: '/nonexistent',
    logger: { level: 'info', stream },
  });
  await app.ready();
  const admin = await makeUser(database.db, { role: 'admin', designation: 'admin' });
  adminToken = await loginAs(app, admin.email, admin.password);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const errorLogs = () => lines.filter((line) => JSON.parse(line).level >= 50).join('\n');

describe('error logs', () => {
  it('name the failed statement and its SQLSTATE, without the values the request carried', async () => {
    // A rule the contract does not know about makes the insert fail unexpectedly.
    await database.query(`alter table users add constraint no_leaks check (email not like 'leak-%')`);
    const secrets = { email: 'leak-mary@example.test', name: 'Mary Secretname', phone: '+1 512 555 0199' };
    const res = await call(app, adminToken, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        email: secrets.email,
        password: 'Sup3r-secret-pass',
        confirmPassword: 'Sup3r-secret-pass',
        name: secrets.name,
        phone_number: secrets.phone,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, error: 'INTERNAL' });

    const logged = errorLogs();
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('23514');
    expect(logged).toContain('insert into \\"users\\"');
    for (const value of [secrets.email, secrets.name, secrets.phone, 'Sup3r-secret-pass', '$argon2']) {
      expect(logged).not.toContain(value);
    }
  });

  it('keep a sign-in e-mail and password out when the sign-in query fails', async () => {
    await database.query('alter table users rename to users_away');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'leak-sign-in@example.test', password: 'Hunter2-hunter2' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await database.query('alter table users_away rename to users');
    }
    const logged = errorLogs();
    expect(logged).toContain('42P01');
    expect(logged).not.toContain('leak-sign-in');
    expect(logged).not.toContain('Hunter2');
  });
});

describe('serializeError', () => {
  it('scrubs a quoted value from a data exception message and follows causes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "4111-1111"'), {
      code: '22P02',
      detail: 'secret detail',
    });
    const error = new Error('Failed query: select $1\nparams: 4111-1111', { cause });
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toContain('4111');
    expect(out).not.toContain('secret detail');
    expect(out).toContain('22P02');
    expect(out).toContain('Failed query: select $1');
  });
});
