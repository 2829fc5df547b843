/**
 * Runs `startTestServer()` in a worker thread for the React tests (see `server-thread.ts`). Plain
 * JavaScript, because it has to register the TypeScript loader before it can import the server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { startTestServer } = await import('./server.ts');
const server = await startTestServer(workerData ?? {});

parentPort.on('message', async (message) => {
  if (message.type === 'activationFor') {
    try {
      parentPort.postMessage({ type: 'reply', id: message.id, value: server.activationFor(message.email) });
    } catch (error) {
      parentPort.postMessage({ type: 'reply', id: message.id, error: String(error?.message ?? error) });
    }
  } else if (message.type === 'backdateChatMessage') {
    try {
      await server.backdateChatMessage(message.messageId, message.minutes);
      parentPort.postMessage({ type: 'reply', id: message.id });
    } catch (error) {
      parentPort.postMessage({ type: 'reply', id: message.id, error: String(error?.message ?? error) });
    }
  } else if (message.type === 'close') {
    await server.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
const paystack = server.paystack && { url: server.paystack.url, publicKey: server.paystack.sandbox.publicKey };
parentPort.postMessage({ type: 'ready', baseUrl: server.baseUrl, demoPassword: server.demoPassword, paystack });
