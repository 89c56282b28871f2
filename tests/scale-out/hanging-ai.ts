import { modelCar } from '../helpers/ai-model-car';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../helpers/fake-openai-server';

export type HangingAi = {
  server: FakeOpenAiServer;
  /** A price-list text whose first AI request hangs and every later one answers with one car. */
  priceList: () => string;
  /** When the n-th request (1-based) for that price list arrived, if it did. */
  requestAt: (priceList: string, n: number) => number | undefined;
  /** Every request hangs (for the timeout fault). */
  hangAlways: () => void;
};

/** The fake OpenAI server as the extraction jobs in these tests see it. */
export async function startHangingAi(): Promise<HangingAi> {
  const server = await startFakeOpenAiServer();
  const arrivals = new Map<string, number[]>();
  let always = false;
  let counter = 0;
  server.respondWith((request) => {
    const marker = /prisliste-\d+/.exec(JSON.stringify(request.body.messages))?.[0] ?? '';
    const times = arrivals.get(marker) ?? [];
    times.push(Date.now());
    arrivals.set(marker, times);
    if (always || times.length === 1) return { kind: 'hang' };
    return { kind: 'content', content: { cars: [modelCar()] } };
  });
  return {
    server,
    priceList: () => {
      counter += 1;
      return `prisliste-${counter}: Toyota Yaris 1.5 Hybrid Active 116 hk, 15.000 km/år, 36 mdr., 2.895 kr./md.`;
    },
    requestAt: (priceList, n) => arrivals.get(/prisliste-\d+/.exec(priceList)?.[0] ?? '')?.[n - 1],
    hangAlways: () => {
      always = true;
    },
  };
}

/** The form that starts one AI extraction session from pasted text. */
export function textSessionForm(sellerId: string, text: string): FormData {
  const form = new FormData();
  form.append('seller_id', sellerId);
  form.append('extractor', 'ai');
  form.append('source_kind', 'text');
  form.append('text', text);
  return form;
}
