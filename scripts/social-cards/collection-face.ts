/**
 * One font of a TrueType/OpenType collection (`.ttc`) as a font file of its own: the collection's
 * tables for that face, copied behind a new table directory. Debian's Noto Sans CJK comes as one
 * collection for Japanese, Korean and Chinese; the social cards need its Simplified Chinese face,
 * and the font tools they use read single fonts only. A single font is returned as it is.
 */
export function collectionFace(collection: Buffer, index: number): Buffer {
  // A single font (another system may ship the face as its own .otf) is its own first face.
  if (collection.toString('latin1', 0, 4) !== 'ttcf' && index === 0) return collection;
  if (collection.toString('latin1', 0, 4) !== 'ttcf') throw new Error('Not a font collection (no ttcf header)');
  const faces = collection.readUInt32BE(8);
  if (index >= faces) throw new Error(`The collection has ${faces} fonts, not ${index + 1}`);
  const directory = collection.readUInt32BE(12 + index * 4);
  const tableCount = collection.readUInt16BE(directory + 4);
  const tables = Array.from({ length: tableCount }, (_, table) => {
    const record = directory + 12 + table * 16;
    return {
      tag: collection.subarray(record, record + 4),
      checksum: collection.readUInt32BE(record + 4),
      data: collection.subarray(collection.readUInt32BE(record + 8), collection.readUInt32BE(record + 8) + collection.readUInt32BE(record + 12)),
    };
  });
  const headerSize = 12 + tableCount * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const font = Buffer.alloc(headerSize + tables.reduce((total, table) => total + padded(table.data.length), 0));
  collection.copy(font, 0, directory, directory + 12);
  let offset = headerSize;
  tables.forEach((table, position) => {
    const record = 12 + position * 16;
    table.tag.copy(font, record);
    font.writeUInt32BE(table.checksum, record + 4);
    font.writeUInt32BE(offset, record + 8);
    font.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(font, offset);
    offset += padded(table.data.length);
  });
  return font;
}
