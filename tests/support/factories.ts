import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/lib/passwords';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { insertUser, type NewUser } from '../../src/server/modules/users/service';

export type TestUser = Awaited<ReturnType<typeof insertUser>> & {
  password: string;
  token: string;
  /** Headers for app.inject: bearer token and JSON. */
  headers: Record<string, string>;
};

let passwordHashCache: Promise<string> | undefined;
const defaultPassword = 'correct-horse-battery';

/** A user with a live access token. The default password's hash is computed once per file. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<Omit<NewUser, 'passwordHash'>> & { password?: string } = {},
): Promise<TestUser> {
  const { password = defaultPassword, ...rest } = overrides;
  const passwordHash =
    password === defaultPassword
      ? await (passwordHashCache ??= hashPassword(defaultPassword))
      : await hashPassword(password);
  const user = await insertUser(app.deps.db, {
    name: 'Test User',
    email: `user-${randomUUID()}@example.test`,
    ...rest,
    passwordHash,
  });
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { ...user, password, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
