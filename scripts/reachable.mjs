// Exits 0 when something accepts TCP connections at HOST PORT within two seconds, else 1.
import net from 'node:net';

const [host = '127.0.0.1', port = '5432'] = process.argv.slice(2);
const socket = net.connect({ host, port: Number(port) });
const done = (code) => {
  socket.destroy();
  process.exit(code);
};
socket.setTimeout(2000, () => done(1));
socket.on('connect', () => done(0));
socket.on('error', () => done(1));
