// File storage: bytes by key. Local disk by default; an S3-compatible store when configured.
import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A minimal S3-compatible client (path-style, AWS Signature V4) over fetch: enough for put/get/delete,
 * without pulling a whole SDK into the server bundle.
 */
export class S3Storage implements Storage {
  private readonly endpoint: string;
  constructor(private readonly s: S3Settings) {
    this.endpoint = (s.endpoint ?? `https://s3.${s.region}.amazonaws.com`).replace(/\/$/, '');
  }

  private async request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = new URL(`${this.endpoint}/${this.s.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
    const now = new Date();
    const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = createHash('sha256')
      .update(body ?? Buffer.alloc(0))
      .digest('hex');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const signedHeaders = Object.keys(headers).sort().join(';');
    const canonical = [
      method,
      url.pathname,
      '',
      Object.keys(headers)
        .sort()
        .map((h) => `${h}:${headers[h]}\n`)
        .join(''),
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${this.s.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join(
      '\n',
    );
    const hmac = (k: Buffer | string, v: string) => createHmac('sha256', k).update(v).digest();
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${this.s.secretAccessKey}`, day), this.s.region), 's3'),
      'aws4_request',
    );
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${this.s.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
    delete (headers as Record<string, string | undefined>).host;
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, bytes, contentType);
    if (!res.ok) throw new Error(`S3 put failed with ${res.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 get failed with ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 delete failed with ${res.status}`);
  }
}
