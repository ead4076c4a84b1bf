/**
 * Params that hand an invoked actor's answer to a named action or guard. The machines pass a failure or a provider
 * status on the same way, so each invoke reads as where it goes and what it keeps.
 */

/** The actor's failure, for the action that keeps it for the page or logs it. */
export const failureParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The provider status the actor answered, for the action that keeps it or the guard that judges it. */
export const statusParams = ({ event }: { event: { output: string | null } }) => ({ status: event.output });
