import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { logMemoryEvery } from './memory-log';

describe('logMemoryEvery', () => {
  it('logs what the memory is made of, in MB, at each interval until stopped', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const stop = logMemoryEvery(logger, 1000);
    vi.advanceTimersByTime(2500);
    stop();
    vi.advanceTimersByTime(5000);
    vi.useRealTimers();
    expect(lines).toHaveLength(2);
    const { msg, memoryMb } = JSON.parse(lines[0] as string);
    expect(msg).toBe('memory');
    expect(Object.keys(memoryMb)).toEqual(['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers']);
    expect(memoryMb.rss).toBeGreaterThan(memoryMb.heapUsed);
  });
});
