import fs from "node:fs";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { ACCEPTED, isAcceptedExt } from "./accepted-types.ts";
import { checkKey, type FileStorage, isSafeKey } from "./storage.ts";
import type { S3Location } from "./storage-url.ts";

const contentType = (key: string) => {
  const ext = key.split(".").pop();
  return isAcceptedExt(ext) ? ACCEPTED[ext].mime : "application/octet-stream";
};

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/**
 * Uploads in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO). Large
 * files go up in parts (lib-storage); reads stream straight from the store.
 * Files still being received wait in DATA_DIR/incoming on local disk.
 */
export function s3Storage(
  location: S3Location,
  options: { dataDir: string; credentials?: { accessKeyId: string; secretAccessKey: string } },
): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: options.credentials,
    // Many S3-compatible stores do not know the newer flexible checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const { bucket, prefix } = location;
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;
  const incoming = path.join(options.dataDir, "incoming");
  fs.mkdirSync(incoming, { recursive: true });

  return {
    client,
    description: `s3://${bucket}/${prefix}`,
    async putFile(key, localPath) {
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: fs.createReadStream(localPath),
          ContentType: contentType(key),
        },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      });
      await upload.done();
      await fs.promises.rm(localPath, { force: true });
    },
    async putBytes(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType(key) }),
      );
    },
    async size(key) {
      if (!isSafeKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read(key, range) {
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range }))
        .then((answer) => {
          const body = answer.Body as Readable | undefined;
          if (!body) return out.end();
          body.on("error", (error) => out.destroy(error));
          out.on("close", () => body.destroy());
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list(keyPrefix = "") {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${keyPrefix}`, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(prefix.length);
          if (key && isSafeKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    tempDir: () => incoming,
  };
}
