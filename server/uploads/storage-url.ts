import { isSafeKey } from "./storage.ts";

/** Where in an S3-compatible store the files go, from `s3://bucket/prefix?endpoint=…&region=…`. */
export type S3Location = {
  bucket: string;
  /** key prefix inside the bucket ("" or ending in "/") */
  prefix: string;
  /** e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000; AWS when absent */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path rather than the host name: the default with a custom endpoint */
  forcePathStyle: boolean;
};

/** Parses STORAGE_URL; throws a message naming what is wrong. */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("must be s3://bucket?endpoint=…&region=…");
  }
  if (url.protocol !== "s3:") throw new Error("must start with s3://");
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error("needs a bucket name (s3://bucket)");
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  if (prefix && !isSafeKey(prefix)) throw new Error("has an invalid key prefix");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error("endpoint must be an http(s) URL");
  }
  const pathStyle = url.searchParams.get("path_style");
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : "",
    endpoint,
    region: url.searchParams.get("region") ?? "auto",
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true",
  };
}
