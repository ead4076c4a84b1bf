/**
 * The defaults of the actors and actions the SPA provides with `machine.provide(...)`: they fail loudly, so a missing
 * provide() cannot pass for a working page.
 */
export const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const missingAction = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};
