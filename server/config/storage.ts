import { type Ctx, optionalText, type Parsed, refuse, urlVariable, variable } from './variable'

/** An S3-compatible store for uploads (S3_*): server/lib/s3-storage.ts writes to it. */
export type S3Settings = {
  bucket: string
  region: string
  /** Any S3-compatible service (MinIO, R2, B2 ...); unset for AWS itself. */
  endpoint: string | undefined
  /** Unset: the SDK's usual chain (AWS_* variables, instance role ...). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** Where browsers fetch objects: a CDN, a public bucket, or the endpoint itself. */
  publicUrl: string
  /** `endpoint/bucket/key` addressing instead of `bucket.endpoint/key` (MinIO and most others). */
  forcePathStyle: boolean
}

export type StorageSettings = {
  /** Set when S3_BUCKET is: uploads go to that bucket instead of `$DATA_DIR/uploads`. */
  s3: S3Settings | undefined
}

export const storageVariables = {
  S3_BUCKET: optionalText,
  S3_ENDPOINT: variable((value, ctx) =>
    value ? urlVariable('S3_ENDPOINT', value, ctx) : undefined,
  ),
  S3_REGION: optionalText,
  AWS_REGION: optionalText,
  S3_FORCE_PATH_STYLE: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: variable((value, ctx) =>
    value ? urlVariable('S3_PUBLIC_URL', value, ctx) : undefined,
  ),
}

/** S3_* variables; a half-configured store fails at start-up rather than on the first upload. */
export function storageSettings(vars: Parsed<typeof storageVariables>, ctx: Ctx): StorageSettings {
  return { s3: s3Settings(vars, ctx) }
}

function s3Settings(vars: Parsed<typeof storageVariables>, ctx: Ctx): S3Settings | undefined {
  const bucket = vars.S3_BUCKET
  if (!bucket) return undefined
  const endpoint = vars.S3_ENDPOINT
  const region = vars.S3_REGION || vars.AWS_REGION || 'us-east-1'
  // Other S3-compatible stores mostly want path-style addressing; AWS itself wants virtual hosts.
  const forcePathStyle = vars.S3_FORCE_PATH_STYLE
    ? vars.S3_FORCE_PATH_STYLE === 'true'
    : endpoint !== undefined
  const accessKeyId = vars.S3_ACCESS_KEY_ID
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return refuse(ctx, 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  }
  const publicUrl =
    vars.S3_PUBLIC_URL ?? defaultS3PublicUrl(bucket, region, endpoint, forcePathStyle)
  return { bucket, region, endpoint, accessKeyId, secretAccessKey, publicUrl, forcePathStyle }
}

function defaultS3PublicUrl(
  bucket: string,
  region: string,
  endpoint: string | undefined,
  forcePathStyle: boolean,
) {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`
  if (forcePathStyle) return `${endpoint}/${bucket}`
  const url = new URL(endpoint)
  return `${url.protocol}//${bucket}.${url.host}`
}
