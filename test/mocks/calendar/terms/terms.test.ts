import { describe, expect, it } from 'vitest'
import { termCount } from '../../../../mocks/calendar/terms/render.js'
import { useStandin } from '../../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const db = () => standin.context.calendar
const categories = () => db().termsOf('tribe_events_cat')
const tags = () => db().termsOf('post_tag')
const names = (reply: { body: Record<string, Array<{ name: string }>> }, key: string) =>
  reply.body[key]!.map((term) => term.name)

describe('category and tag lists', () => {
  it('answer the terms envelope, ordered by name, without empty terms', async () => {
    const reply = await standin.send('GET', `${API}/categories`, { auth: false })
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body)).toEqual(['rest_url', 'total', 'total_pages', 'categories'])
    expect(reply.body.rest_url).toBe(`${standin.origin}${API}/categories/`)
    const visible = categories().filter(
      (term) =>
        termCount(db(), term) > 0 ||
        categories().some((child) => child.parent === term.id && termCount(db(), child) > 0),
    )
    expect(names(reply, 'categories')).toEqual(
      visible.map((term) => term.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    )
    expect(reply.body.total).toBe(visible.length)
    expect(reply.headers.get('x-tec-total')).toBe(String(visible.length))
    const term = reply.body.categories[0]
    expect(Object.keys(term)).toEqual([
      'id',
      'count',
      'description',
      'name',
      'slug',
      'taxonomy',
      'parent',
      'meta',
      'url',
      'urls',
    ])
    expect(term.urls.self).toBe(`${standin.origin}${API}/categories/${term.id}`)
    const tag = (await standin.send('GET', `${API}/tags?per_page=1`)).body.tags[0]
    expect(tag).not.toHaveProperty('parent')
    expect(tag.taxonomy).toBe('post_tag')
    expect(tag.url).toBe(`${standin.origin}/tag/${tag.slug}/`)
  })

  it('hide terms without published events until hide_empty=false', async () => {
    await standin.send('POST', `${API}/tags`, { json: { name: 'Unused Tag' } })
    expect(names(await standin.send('GET', `${API}/tags?per_page=50`), 'tags')).not.toContain('Unused Tag')
    expect(names(await standin.send('GET', `${API}/tags?per_page=50&hide_empty=false`), 'tags')).toContain('Unused Tag')
    expect((await standin.send('GET', `${API}/tags?hide_empty=perhaps`)).status).toBe(400)
  })

  it('page with next and previous links carrying only the page', async () => {
    const first = await standin.send('GET', `${API}/tags?per_page=2&hide_empty=0`)
    expect(first.body.next_rest_url).toBe(`${standin.origin}${API}/tags/?page=2`)
    const second = await standin.send('GET', `${API}/tags?per_page=2&page=2&hide_empty=0`)
    expect(second.body.previous_rest_url).toBe(`${standin.origin}${API}/tags/`)
    const third = await standin.send('GET', `${API}/tags?per_page=2&page=3&hide_empty=0&search=e`)
    expect(third.body.previous_rest_url).toBe(`${standin.origin}${API}/tags/?page=2`)
    const beyond = await standin.send('GET', `${API}/tags?page=99`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.tags).toEqual([])
  })

  it('filter on include, exclude, parent, post/event, slug and search', async () => {
    const all = '&hide_empty=false&per_page=50'
    const [a, b, c] = categories()
    expect(
      names(await standin.send('GET', `${API}/categories?include=${a!.id},${b!.id}${all}`), 'categories').sort(),
    ).toEqual([a!.name, b!.name].sort())
    expect(
      names(await standin.send('GET', `${API}/categories?exclude[]=${a!.id}&exclude[]=${c!.id}${all}`), 'categories'),
    ).not.toContain(a!.name)
    const music = categories().find((term) => term.slug === 'music')!
    expect(names(await standin.send('GET', `${API}/categories?parent=${music.id}${all}`), 'categories')).toEqual([
      'Jazz',
      'Rock',
    ])
    const event = db()
      .events.rows()
      .find((row) => row.tags.length > 1)!
    const ofEvent = await standin.send('GET', `${API}/tags?event=${event.id}${all}`)
    expect(ofEvent.body.tags.map((term: { id: number }) => term.id).sort()).toEqual([...event.tags].sort())
    expect((await standin.send('GET', `${API}/tags?post=${event.id}${all}`)).body.tags).toEqual(ofEvent.body.tags)
    expect(names(await standin.send('GET', `${API}/categories?slug=jazz${all}`), 'categories')).toEqual(['Jazz'])
    expect(names(await standin.send('GET', `${API}/categories?search=ART${all}`), 'categories')).toEqual([
      'Arts & Culture',
    ])
    for (const query of ['include=2389', 'exclude=', 'parent=2389', 'post=foo-bar', 'event=23', 'search=', 'slug=']) {
      expect((await standin.send('GET', `${API}/categories?${query}`)).status, query).toBe(400)
    }
  })

  it('order by name, id, slug or count, ascending or descending', async () => {
    const all = '&hide_empty=false&per_page=50'
    const ids = async (query: string) =>
      (await standin.send('GET', `${API}/tags?${query}${all}`)).body.tags.map((term: { id: number }) => term.id)
    const byId = tags()
      .map((term) => term.id)
      .sort((x, y) => x - y)
    expect(await ids('orderby=id')).toEqual(byId)
    expect(await ids('orderby=id&order=desc')).toEqual([...byId].reverse())
    expect(await ids('orderby=slug')).toEqual(
      [...tags()].sort((x, y) => (x.slug < y.slug ? -1 : 1)).map((term) => term.id),
    )
    const counts = await standin.send('GET', `${API}/tags?orderby=count&order=desc${all}`)
    const values = counts.body.tags.map((term: { count: number }) => term.count)
    expect(values).toEqual([...values].sort((x: number, y: number) => y - x))
  })
})

describe('single terms', () => {
  it('read with WordPress links; 400 for an id that is not a term of that taxonomy', async () => {
    const jazz = categories().find((term) => term.slug === 'jazz')!
    const reply = await standin.send('GET', `${API}/categories/${jazz.id}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      id: jazz.id,
      name: 'Jazz',
      parent: jazz.parent,
      url: `${standin.origin}/events/category/music/jazz/`,
    })
    expect(reply.body.urls.up).toBe(`${standin.origin}${API}/categories/${jazz.parent}`)
    expect(reply.body._links.self).toEqual([{ href: `${standin.origin}/wp-json/wp/v2/tribe_events_cat/${jazz.id}` }])
    expect(reply.body._links.up).toEqual([
      { embeddable: true, href: `${standin.origin}/wp-json/wp/v2/tribe_events_cat/${jazz.parent}` },
    ])
    expect((await standin.send('GET', `${API}/tags/${jazz.id}`)).status).toBe(400)
    expect((await standin.send('GET', `${API}/categories/99999`)).body.code).toBe('rest_invalid_param')
  })

  it('create answers 201 with a Location, and term_exists for a name taken at that level', async () => {
    const created = await standin.send('POST', `${API}/categories`, {
      json: { name: 'Film', description: 'Screenings' },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`${standin.origin}/wp-json/wp/v2/tribe_events_cat/${created.body.id}`)
    expect(created.body).toMatchObject({ name: 'Film', slug: 'film', description: 'Screenings', count: 0, parent: 0 })
    expect(created.body._links.collection).toEqual([{ href: `${standin.origin}/wp-json/wp/v2/tribe_events_cat` }])
    const again = await standin.send('POST', `${API}/categories`, { json: { name: 'film' } })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists with this parent.',
      data: { status: 400, term_id: created.body.id },
    })
    // Same name under another parent is fine in a hierarchical taxonomy; its slug is made unique.
    const child = await standin.send('POST', `${API}/categories`, { json: { name: 'Film', parent: created.body.id } })
    expect(child.status).toBe(201)
    expect(child.body.slug).toBe('film-2')
    const tag = await standin.send('POST', `${API}/tags`, { json: { name: 'free' } })
    expect(tag.body.message).toBe('A term with the name provided already exists in this taxonomy.')
  })

  it('refuse a parent for tags and unknown parents for categories', async () => {
    const tag = await standin.send('POST', `${API}/tags`, { json: { name: 'Nested', parent: 1 } })
    expect(tag.status).toBe(400)
    expect(tag.body).toEqual({
      code: 'rest_taxonomy_not_hierarchical',
      message: 'Cannot set parent term, taxonomy is not hierarchical.',
      data: { status: 400 },
    })
    for (const parent of ['', 2389, 'foo']) {
      expect((await standin.send('POST', `${API}/categories`, { json: { name: 'Orphan', parent } })).status).toBe(400)
    }
    expect((await standin.send('POST', `${API}/categories`, { json: {} })).body.code).toBe(
      'rest_missing_callback_param',
    )
    expect((await standin.send('POST', `${API}/categories`, { json: { name: 'Anonymous' }, auth: false })).status).toBe(
      401,
    )
  })

  it.each(['POST', 'PUT', 'PATCH'])('update with %s, and refuse a slug another term has', async (method) => {
    const term = tags()[0]!
    const reply = await standin.send(method, `${API}/tags/${term.id}`, {
      json: { description: 'Updated', slug: 'fresh-slug' },
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ id: term.id, name: term.name, description: 'Updated', slug: 'fresh-slug' })
    expect(reply.body._links).toBeDefined()
    const clash = await standin.send(method, `${API}/tags/${term.id}`, { json: { slug: tags()[1]!.slug } })
    expect(clash.status).toBe(400)
    expect(clash.body.code).toBe('duplicate_term_slug')
  })

  it('delete at once: 200 with the term as it was, then 400', async () => {
    const music = categories().find((term) => term.slug === 'music')!
    const count = termCount(db(), music)
    const reply = await standin.send('DELETE', `${API}/categories/${music.id}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ id: music.id, name: 'Music', count })
    expect(reply.body).not.toHaveProperty('_links')
    expect(
      db()
        .events.rows()
        .some((event) => event.categories.includes(music.id)),
    ).toBe(false)
    // Its children move up to its parent.
    expect(
      categories()
        .filter((term) => ['jazz', 'rock'].includes(term.slug))
        .map((term) => term.parent),
    ).toEqual([0, 0])
    expect((await standin.send('DELETE', `${API}/categories/${music.id}`)).status).toBe(400)
  })

  it('embed in events with counts of published events', async () => {
    const event = db()
      .events.rows()
      .find((row) => row.status === 'publish' && row.categories.length > 0 && row.password === '')!
    const reply = await standin.send('GET', `${API}/events/${event.id}`)
    const embedded = reply.body.categories[0]
    const term = db().terms.get(embedded.id)!
    expect(embedded).toEqual({
      name: term.name,
      slug: term.slug,
      term_group: 0,
      term_taxonomy_id: term.id,
      taxonomy: 'tribe_events_cat',
      description: term.description,
      parent: term.parent,
      count: db()
        .events.rows()
        .filter((row) => row.status === 'publish' && row.categories.includes(term.id)).length,
      filter: 'raw',
      id: term.id,
      urls: expect.objectContaining({ self: `${standin.origin}${API}/categories/${term.id}` }),
    })
  })
})
