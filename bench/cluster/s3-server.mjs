/**
 * An S3-compatible bucket (s3rver) in its own process for the cluster scripts:
 *   node bench/cluster/s3-server.mjs DIRECTORY
 * Prints its port on the first line and serves until it is stopped.
 */
import S3rver from 's3rver';

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.argv[2],
  configureBuckets: [{ name: 'pictures' }],
});
const { port } = await server.run();
console.log(String(port));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
