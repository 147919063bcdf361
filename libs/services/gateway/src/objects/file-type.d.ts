// file-type 22 declares its types under `exports` only, which this repo's `moduleResolution: node`
// does not read: the one function the upload sniffer uses, as file-type 22.3 declares it.
declare module 'file-type' {
  export interface FileTypeResult {
    readonly ext: string;
    readonly mime: string;
  }
  export function fileTypeFromBuffer(buffer: Uint8Array | ArrayBuffer): Promise<FileTypeResult | undefined>;
}
