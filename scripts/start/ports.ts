import net from 'node:net';

/**
 * Fails with a clear message when `port` is taken, before any child is spawned. A previous
 * `npm start` that is still running is the usual cause, so the message says so.
 */
export async function assertPortFree(port: number, label: string, envName: string, host?: string): Promise<void> {
  const free = await new Promise<boolean>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve(false);
      else reject(err);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new Error(
      `port ${port} (${label}) is already in use. Is another \`npm start\` still running? ` +
        `Stop it, or choose another port with ${envName}=...`,
    );
  }
}
