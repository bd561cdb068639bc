/**
 * The first `length` bytes of a file, to tell its type by its signature; FileReader because it
 * is what every browser (and jsdom) offers. An unreadable file answers no bytes, so it has no
 * signature and is refused as a wrong type.
 */
export function readFileHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
