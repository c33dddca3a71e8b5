import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './ip-ranges';

// One JSON POST to an address an operator configured (a chat webhook): never to the machine itself or
// its network unless allowed, and never on to wherever a redirect points (a 3xx is the answer).

class PrivateTargetError extends Error {}

/**
 * A DNS lookup that refuses a name resolving to any address that is not public. It runs when the
 * connection is made, so a name whose answer changes between a check and the connection (DNS
 * rebinding) cannot reach an internal address.
 */
const publicOnlyLookup = ((
  hostname: string,
  options: LookupAllOptions,
  callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new PrivateTargetError(`${hostname} resolves to ${refused.address}, which is not a public address`), '');
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
}) as unknown as LookupFunction;

export interface PostAnswer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** POSTs `body` as JSON; answers the status and headers (the body is read and dropped). */
export function postJson(url: string, body: unknown, opts: { allowPrivate: boolean; timeoutMs: number; userAgent: string }): Promise<PostAnswer> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // An address in the URL is never looked up: check it here.
  if (!opts.allowPrivate && isIP(host) && !isPublicAddress(host)) {
    return Promise.reject(new PrivateTargetError(`${host} is not a public address`));
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'user-agent': opts.userAgent },
        signal: AbortSignal.timeout(opts.timeoutMs),
        lookup: opts.allowPrivate ? undefined : publicOnlyLookup,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
