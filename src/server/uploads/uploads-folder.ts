/**
 * The folder of DATA_DIR that holds the uploaded images kept on this machine, and of a backup
 * archive. Apart from upload-storage.ts, so a backup does not load the S3 client.
 */
export const UPLOADS_FOLDER = 'uploads';
