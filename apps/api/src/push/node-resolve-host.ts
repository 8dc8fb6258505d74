import { lookup } from 'node:dns/promises';

/** Every address a push service's host name resolves to on this machine, as the Node server's fetch would reach it. */
export async function resolveHostOnNode(hostname: string): Promise<string[]> {
  // A URL writes an IPv6 literal in brackets; the resolver takes it bare.
  return (await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true })).map(
    ({ address }) => address,
  );
}
