/**
 * The stand-in for nginx when it is not installed:
 *   node bench/cluster/round-robin.mjs LISTEN_PORT API_PORT...
 * Round robin over the API processes; a request whose connection was refused is sent to the
 * next process (any method: it never reached a server), anything else is answered 502.
 */
import http from 'node:http';

const [listenPort, ...apiPorts] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

function forward(req, body, res, triesLeft) {
  const port = apiPorts[next++ % apiPorts.length];
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode, { ...answer.headers, 'x-upstream': `127.0.0.1:${port}` });
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (error.code === 'ECONNREFUSED' && triesLeft > 1)
      return forward(req, body, res, triesLeft - 1);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  upstream.end(body);
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, apiPorts.length));
  })
  .listen(listenPort, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
