import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Settings } from '../config'
import { assertSafeKey, type PutOptions, type Storage } from './storage'

/**
 * Objects in one bucket of an S3-compatible store; the bucket (or a CDN in front of it) must
 * serve them publicly at `publicUrl`, as every image on the site is public.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Many S3-compatible stores reject the CRC checksums the SDK would add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  async put(key: string, body: Buffer, options: PutOptions) {
    assertSafeKey(key)
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    )
    return { key, url: this.urlFor(key) }
  }

  async delete(key: string) {
    assertSafeKey(key)
    // S3 answers 204 for a missing key too, like `rm -f` for the disk store.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }))
  }

  async deletePrefix(prefix: string) {
    if (!prefix.endsWith('/')) throw new Error(`A prefix is a folder ending in /: ${prefix}`)
    assertSafeKey(prefix.slice(0, -1))
    let token: string | undefined
    do {
      // A listing page holds at most 1,000 keys, which is also DeleteObjects' batch limit.
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      )
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
      if (keys.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        const failed = result.Errors ?? []
        if (failed.length > 0) {
          throw new Error(
            `Could not delete ${failed.length} objects under ${prefix}: ${failed[0]?.Code} ${failed[0]?.Message}`,
          )
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  urlFor(key: string) {
    return `${this.settings.publicUrl}/${key}`
  }

  close() {
    this.client.destroy()
  }
}
