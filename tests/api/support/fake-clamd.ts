/**
 * A fake ClamAV daemon for the API suite: a TCP server on 127.0.0.1 that speaks clamd's INSTREAM command (a
 * NUL-terminated `zINSTREAM`, then chunks of <4-byte big-endian length><bytes>, ended by a zero length) and answers
 * what the test asks: a verdict computed from the streamed bytes, an error line, silence, or a dropped connection.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export type FakeClamdBehaviour =
  /** Answer this line (without its closing NUL) for the streamed bytes; may wait first. */
  | { kind: 'reply'; reply: (bytes: Buffer) => string | Promise<string> }
  /** Read the stream, then never answer. */
  | { kind: 'silent' }
  /** Close the connection as soon as the command arrives. */
  | { kind: 'drop' };

export interface FakeClamd {
  port: number;
  /** The bytes of every completed INSTREAM, in order. */
  scanned: Buffer[];
  behave(behaviour: FakeClamdBehaviour): void;
  stop(): Promise<void>;
}

const COMMAND = Buffer.from('zINSTREAM\0');

/** clamd's answers: OK for anything, FOUND for bytes holding `marker`. */
export const findsMarker = (marker: string, signature: string) => (bytes: Buffer) =>
  bytes.includes(marker) ? `stream: ${signature} FOUND` : 'stream: OK';

export async function startFakeClamd(): Promise<FakeClamd> {
  let behaviour: FakeClamdBehaviour = { kind: 'reply', reply: () => 'stream: OK' };
  const scanned: Buffer[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    let commandRead = false;
    const chunks: Buffer[] = [];
    socket.on('data', (data) => {
      pending = Buffer.concat([pending, data]);
      if (!commandRead) {
        if (pending.length < COMMAND.length) return;
        if (!pending.subarray(0, COMMAND.length).equals(COMMAND)) {
          socket.end('UNKNOWN COMMAND\0');
          return;
        }
        if (behaviour.kind === 'drop') {
          socket.destroy();
          return;
        }
        commandRead = true;
        pending = pending.subarray(COMMAND.length);
      }
      while (pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (pending.length < 4 + length) return;
        const chunk = pending.subarray(4, 4 + length);
        pending = pending.subarray(4 + length);
        if (length > 0) {
          chunks.push(chunk);
          continue;
        }
        const bytes = Buffer.concat(chunks);
        scanned.push(bytes);
        const current = behaviour;
        if (current.kind === 'reply') void Promise.resolve(current.reply(bytes)).then((line) => socket.end(`${line}\0`));
        return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    scanned,
    behave(next) {
      behaviour = next;
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
