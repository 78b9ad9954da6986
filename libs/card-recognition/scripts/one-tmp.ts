import fs from 'node:fs';
import { createCardRecognizer } from '../src';
async function main() {
const [front, back] = process.argv.slice(2);
const r = createCardRecognizer();
const images = [{ data: fs.readFileSync(front), role: 'front' as const }, ...(back ? [{ data: fs.readFileSync(back), role: 'back' as const }] : [])];
const out = await (r as any).identifyDetailed({ images });
console.log(JSON.stringify({ ...out.identification, text: undefined }, null, 1).slice(0, 3000));
for (const t of out.identification.text) console.log('---', t.role, '\n' + t.text);
await (r as any).close?.();
process.exit(0);

}
void main();
