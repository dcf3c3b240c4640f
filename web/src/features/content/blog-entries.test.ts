import { describe, expect, it } from 'vitest';
import { BLOG, type BlogBlock, type BlogEntry } from '@/features/content/blog-entries';

/** A block's kind and size, without its words: the same in every language. */
const shape = (block: BlogBlock) => (typeof block === 'string' ? 'paragraph' : 'heading' in block ? 'heading' : `${block.ordered ? 'ol' : 'ul'}:${block.list.length}`);

const texts = (entry: BlogEntry) => [
  entry.question,
  entry.summary,
  ...entry.answer.flatMap((block) => (typeof block === 'string' ? [block] : 'heading' in block ? [block.heading] : block.list)),
];

const BENGALI_LETTER = /[\u0980-\u09FF]/;

describe('the blog in Bangla', () => {
  it('has every English entry, with its id, anchor and topic, in the same shape', () => {
    expect(BLOG.bn.topics.map(({ topic }) => topic)).toEqual(BLOG.en.topics.map(({ topic }) => topic));
    const outline = (entry: BlogEntry) => ({ id: entry.id, slug: entry.slug, topic: entry.topic, blocks: entry.answer.map(shape) });
    expect(BLOG.bn.entries.map(outline)).toEqual(BLOG.en.entries.map(outline));
  });

  it('is written in Bangla: every title, summary, paragraph and list item', () => {
    const english = BLOG.bn.entries.flatMap(texts).concat(BLOG.bn.topics.flatMap(({ title, text }) => [title, text])).filter((text) => !BENGALI_LETTER.test(text));
    expect(english).toEqual([]);
  });
});
