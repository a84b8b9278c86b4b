/** `/verdicts.css`: tile colours, basis marks and phone-card placement, generated from the axes (src/lib/matrix/verdict-style.ts). */
import { verdictStylesheet } from '../lib/matrix/verdict-style.ts';

export function GET(): Response {
  return new Response(verdictStylesheet(), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
}
