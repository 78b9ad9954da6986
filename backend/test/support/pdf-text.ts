import type { Agent } from './sign-in';

/** GET a PDF, expecting 200, its body the file's bytes (supertest leaves application/pdf unread). */
export function getPdf(agent: Agent, path: string) {
  return getBytes(agent, path);
}

/** GET a file, expecting 200, its body the file's bytes whatever its type. */
export function getBytes(agent: Agent, path: string) {
  return agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
}

/**
 * The lines of text an uncompressed PDF of pdfkit's shows: each `[<hex> kerning <hex> ...] TJ` is one run of text
 * in the standard fonts, its glyphs written as hex bytes (WinAnsi), split where kerning moves them.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map(([, run]) =>
    [...run.matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
      .join(''),
  );
}
