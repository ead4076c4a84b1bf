/** The server the run started (global-setup.ts), as the workers find it in their environment. */

export const SERVER_ENV = {
  baseUrl: 'E2E_BASE_URL',
  dataDir: 'E2E_DATA_DIR',
  port: 'E2E_PORT',
  demoUrl: 'E2E_DEMO_URL',
} as const;

export type ServerFact = keyof typeof SERVER_ENV;

export function server(fact: ServerFact): string {
  const value = process.env[SERVER_ENV[fact]];
  if (!value) throw new Error(`${SERVER_ENV[fact]} is unset: run the journeys with \`npm run test:e2e\``);
  return value;
}

/** The environment the invite command and the server's config read, pointed at the run's server. */
export const serverEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: server('port'),
  DATA_DIR: server('dataDir'),
  PUBLIC_URL: server('baseUrl'),
  DATABASE_URL: '',
});
