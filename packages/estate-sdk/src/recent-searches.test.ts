import { describe, expect, it } from 'vitest';
import { addRecentEntry, RECENT_SEARCHES_LIMIT, recentSearches, type RecentPerson } from './recent-searches.js';
import { memoryStorage, STORAGE_KEYS, type KeyValueStorage } from './storage.js';

const alice: RecentPerson = { username: 'alice', full_name: 'Alice Wanjiru', profile_photo: '/media/alice.jpg' };
const bob: RecentPerson = { username: 'bob', full_name: 'Bob Otieno', profile_photo: null };

describe('recent searches', () => {
  it('puts a new search first and keeps it in storage as JSON', () => {
    const storage = memoryStorage();
    const recent = recentSearches(storage, STORAGE_KEYS.recentUsers);
    recent.add('nairobi');
    expect(recent.add('mombasa')).toEqual(['mombasa', 'nairobi']);
    expect(JSON.parse(storage.getItem('recentUsers')!)).toEqual(['mombasa', 'nairobi']);
    expect(recentSearches(storage, 'recentUsers').list()).toEqual(['mombasa', 'nairobi']);
  });

  it('moves a repeated text to the front instead of adding it twice, comparing trimmed text exactly', () => {
    const recent = recentSearches(memoryStorage(), STORAGE_KEYS.recentAgents);
    recent.add('nairobi');
    recent.add('mombasa');
    expect(recent.add('  nairobi ')).toEqual(['nairobi', 'mombasa']);
    expect(recent.add('Nairobi')).toEqual(['Nairobi', 'nairobi', 'mombasa']);
  });

  it('keeps one entry per username for people, with the newest details', () => {
    const recent = recentSearches(memoryStorage(), STORAGE_KEYS.recentSearchAgents);
    recent.add(alice);
    recent.add(bob);
    const renamed = { ...alice, full_name: 'Alice W.' };
    expect(recent.add(renamed)).toEqual([renamed, bob]);
  });

  it('keeps a text and a person with the same name apart', () => {
    const recent = recentSearches(memoryStorage(), 'recentUsers');
    recent.add('alice');
    expect(recent.add(alice)).toEqual([alice, 'alice']);
  });

  it('ignores blank text and people without a username', () => {
    const recent = recentSearches(memoryStorage(), 'recentUsers');
    recent.add('kisumu');
    expect(recent.add('   ')).toEqual(['kisumu']);
    expect(recent.add({ username: ' ', full_name: 'Nobody', profile_photo: null })).toEqual(['kisumu']);
  });

  it('stores only the fields of a person, and its id when there is one', () => {
    const recent = recentSearches(memoryStorage(), 'recentAgents');
    const agent = { id: 7, username: 'grace', full_name: 'Grace M.', profile_photo: '', email: 'x@y.z' } as RecentPerson;
    expect(recent.add(agent)).toEqual([{ id: 7, username: 'grace', full_name: 'Grace M.', profile_photo: null }]);
  });

  it(`keeps at most ${RECENT_SEARCHES_LIMIT} entries, dropping the oldest`, () => {
    const recent = recentSearches(memoryStorage(), 'recentUsers');
    for (let index = 1; index <= 12; index += 1) recent.add(`search ${index}`);
    const list = recent.list();
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('search 12');
    expect(list.at(-1)).toBe('search 3');
    expect(recentSearches(memoryStorage(), 'k', { limit: 2 }).add('a')).toEqual(['a']);
  });

  it('Clear All empties the list and removes its storage key', () => {
    const storage = memoryStorage();
    const recent = recentSearches(storage, 'recentAgents');
    recent.add(alice);
    recent.clear();
    expect(recent.list()).toEqual([]);
    expect(storage.getItem('recentAgents')).toBeNull();
  });

  it('removes one entry', () => {
    const recent = recentSearches(memoryStorage(), 'recentAgents');
    recent.add(alice);
    recent.add('nairobi');
    expect(recent.remove({ ...alice, full_name: 'other' })).toEqual(['nairobi']);
  });

  it('reads corrupt or foreign stored data as an empty list, or without the bad entries', () => {
    for (const raw of ['{not json', '"just text"', '{"a":1}', 'null', '42']) {
      expect(recentSearches(memoryStorage({ recentUsers: raw }), 'recentUsers').list()).toEqual([]);
    }
    const mixed = JSON.stringify(['nairobi', 3, null, '', { full_name: 'no username' }, alice, 'nairobi', { ...alice, full_name: 'old' }]);
    const recent = recentSearches(memoryStorage({ recentUsers: mixed }), 'recentUsers');
    expect(recent.list()).toEqual(['nairobi', alice]);
    expect(recent.add('kisumu')).toEqual(['kisumu', 'nairobi', alice]);
  });

  it('does not throw when the storage refuses to read or write', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const recent = recentSearches(broken, 'recentUsers');
    expect(recent.list()).toEqual([]);
    expect(recent.add('x')).toEqual(['x']);
    expect(() => recent.clear()).not.toThrow();
  });

  it('adds to a plain list without changing it', () => {
    const list = ['a', 'b'];
    expect(addRecentEntry(list, 'b')).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
    expect(addRecentEntry(list, '')).toEqual(['a', 'b']);
  });
});
