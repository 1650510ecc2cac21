import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type TestS3 = {
  /** STORAGE_URL for a server (bucket `uraia`, path-style, on this server's port) */
  storageUrl: string;
  /** credentials s3rver accepts */
  env: { STORAGE_URL: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  /** the bucket's files on disk (s3rver keeps each object as a file) */
  directory: string;
  /** true when the bucket holds an object under `key` (looked up in s3rver's own files) */
  has(key: string): boolean;
  /** the stored bytes of `key`, read from s3rver's folder */
  read(key: string): Buffer;
  stop(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver) on a random loopback port with an empty
 * `uraia` bucket; the app talks to it through the AWS SDK exactly as to AWS S3.
 */
export async function startS3(bucket = "uraia"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const storageUrl = `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  return {
    storageUrl,
    env: { STORAGE_URL: storageUrl, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    directory,
    has: (key) => fs.existsSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    read: (key) => fs.readFileSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
