import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Another origin serving release folders, as a CDN would (README "Serving a remote …"). */
export interface ReleaseOrigin {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** The paths asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Serves each folder under its path prefix (`{ '/mf-catalog/1/': dist }`) on 127.0.0.1, with
 * the content types the shop's own route sends; `answer` may replace a file's answer with a
 * status or another content type.
 */
export async function startReleaseOrigin(
  folders: Readonly<Record<string, string>>,
  answer: (pathname: string) => { status?: number; type?: string } | undefined = () => undefined,
): Promise<ReleaseOrigin> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://origin.invalid').pathname;
    requests.push(pathname);
    const given = answer(pathname);
    const prefix = Object.keys(folders).find((candidate) => pathname.startsWith(candidate));
    const folder = prefix === undefined ? undefined : folders[prefix];
    let body: Buffer | undefined;
    if (folder !== undefined && prefix !== undefined) {
      body = await readFile(path.join(folder, pathname.slice(prefix.length))).catch(
        () => undefined,
      );
    }
    const status = given?.status ?? (body ? 200 : 404);
    const type = given?.type ?? TYPES[path.extname(pathname)] ?? 'application/octet-stream';
    response.writeHead(status, { 'content-type': status === 200 ? type : 'text/plain' });
    response.end(status === 200 ? body : `status ${status}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
