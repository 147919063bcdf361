// busboy 1.6 ships no types (and @types/busboy is not installed): the part this gateway uses.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  namespace busboy {
    interface FileInfo {
      filename?: string;
      encoding: string;
      mimeType: string;
    }
    interface Limits {
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
    }
    interface Busboy extends Writable {
      on(event: 'field', listener: (name: string, value: string) => void): this;
      on(event: 'file', listener: (name: string, stream: Readable, info: FileInfo) => void): this;
      on(event: 'filesLimit' | 'fieldsLimit' | 'partsLimit' | 'close', listener: () => void): this;
      on(event: 'error', listener: (error: Error) => void): this;
    }
  }
  function busboy(config: { headers: IncomingHttpHeaders; limits?: busboy.Limits }): busboy.Busboy;
  export = busboy;
}
