import path from 'node:path'
import type { Config } from '../config'
import { S3Storage } from './s3-storage'
import { LocalDiskStorage, type Storage } from './storage'

/**
 * The bucket when S3_BUCKET is set (every node of a cluster sees the same files), else the
 * local disk, whose folder the app then serves at /media.
 */
export function createStorage(config: Config): { storage: Storage; uploadsDir: string | null } {
  if (config.s3) return { storage: new S3Storage(config.s3), uploadsDir: null }
  const uploadsDir = path.join(config.dataDir, 'uploads')
  return { storage: new LocalDiskStorage(uploadsDir), uploadsDir }
}
