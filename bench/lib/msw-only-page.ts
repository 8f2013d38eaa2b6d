import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

// bench/size.ts: msw's own weight in a page, the part of standin/browser that is the app's msw.
void setupWorker(http.get('/ping', () => HttpResponse.json({ ok: true }))).start()
