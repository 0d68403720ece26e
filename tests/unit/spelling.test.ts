import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site writes US English (docs/copy.md): one spelling on every page, as the spec writes
 * 'authorization', 'personalized' and 'program'. These are the British forms that had crept in.
 */
const BRITISH = new RegExp(
  '\\b(' +
    [
      '\\w+isations?',
      '(authori|organi|personali|moderni|recogni|prioriti|categori|customi|digiti|tokeni|optimi|standardi|centrali|minimi|maximi|utili|reali|speciali|finali|summari|synchroni|visuali|locali|normali|stabili|capitali|commerciali|emphasi|characteri|mobili|incentivi|anonymi)s(e|es|ed|ing|er|ers)',
      '(analy|paraly)s(e|es|ed|ing)',
      '\\w*(colour|behaviour|favour|honour|labour|neighbour|flavour|endeavour)\\w*',
      '(centre|metre|litre|fibre)s?',
      'licences?',
      'programmes?',
      'catalogues?',
      'cheques?',
      'instalments?',
      'enrolments?',
      'fulfil(s|ment)?',
      'judgement',
      'ageing',
      'defence',
      'travell(ed|ing|ers?)',
      'modell(ed|ing)',
      'labell(ed|ing)',
      'cancell(ed|ing)',
      'signall(ed|ing)',
      'whilst',
    ].join('|') +
    ')\\b',
  'gi',
);

/** One way to write a term in every language: 'email', '3D Secure' (as the spec does). */
const SPLIT_TERMS = /\b(e-mails?|3-D Secure)\b/gi;

const root = join(import.meta.dirname, '../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => pattern.test(file));
}

const translated = /\.(zh|am)\.(ts|json)$/;
/** The code and the content's data files (`softpos.en.json`, whose strings read as a module's do). */
const sources = filesUnder('src', /\.(tsx?|json)$/).filter((file) => !file.endsWith('.d.ts'));
const documentation = filesUnder('public', /view-documentation\.html$/);

/** The text a source or data file shows: its string and template literals, comments and code left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const texts = [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map(([literal]) => literal.slice(1, -1));
  // A template's placeholders are code (`${colour}`), not text.
  return texts.map((text) => text.replace(/\$\{[^}]*\}/g, ' '));
}

/** The text of an HTML page: its markup and comments left out. */
const htmlText = (html: string) => [html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')];

function findings(files: string[], read: (text: string) => string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(readFileSync(join(root, file), 'utf8')).flatMap((text) => [...text.matchAll(pattern)].map(([word]) => `${relative('.', file)}: ${word}`)),
  );
}

describe('the site’s spelling', () => {
  it('is US English in every English text: pages, messages and the documentation', () => {
    const english = sources.filter((file) => !translated.test(file) && !file.includes('glossary'));
    expect(english.length).toBeGreaterThan(100);
    const englishDocs = documentation.filter((file) => !/public\/(zh|am)\//.test(file.split('\\').join('/')));
    expect([...findings(english, literals, BRITISH), ...findings(englishDocs, htmlText, BRITISH)]).toEqual([]);
  });

  it('writes email and 3D Secure one way, in every language', () => {
    expect([...findings(sources, literals, SPLIT_TERMS), ...findings(documentation, htmlText, SPLIT_TERMS)]).toEqual([]);
  });

  it('catches what it is there to catch', () => {
    expect('Authorisation programme, e-mail'.match(BRITISH)).toEqual(['Authorisation', 'programme']);
    expect(literals("// programme\nconst colour = 'licence';")).toEqual(['licence']);
    expect(literals('const c = `bg ${colour}`;')).toEqual(['bg  ']);
  });
});
