import { Logger } from '@nestjs/common';
import { operatorLogger } from './operator-logger';

describe('operatorLogger', () => {
  let written: string[];
  const noColor = process.env.NO_COLOR;
  beforeEach(() => {
    delete process.env.NO_COLOR;
    written = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    if (noColor !== undefined) process.env.NO_COLOR = noColor;
    jest.restoreAllMocks();
    Logger.overrideLogger(new Logger());
  });

  const logThrough = (level: 'log' | 'debug', output: { isTTY?: boolean }) => {
    Logger.overrideLogger(operatorLogger({ logLevel: level }, output));
    new Logger('InstanceLoader').log('CardsModule dependencies initialized');
    new Logger('RouterExplorer').log('Mapped {/api/cards, GET} route');
    new Logger('Pennant').log('Pennant is listening');
  };

  it("keeps Nest's module and route lines for LOG_LEVEL=debug", () => {
    logThrough('log', { isTTY: false });
    expect(written.join('')).toContain('Pennant is listening');
    expect(written.join('')).not.toContain('CardsModule');
    expect(written.join('')).not.toContain('Mapped');
    written = [];
    logThrough('debug', { isTTY: false });
    expect(written.join('')).toContain('CardsModule dependencies initialized');
  });

  it('writes colours only to a terminal', () => {
    logThrough('log', { isTTY: false });
    expect(written.join('')).not.toContain('\x1b[');
    written = [];
    logThrough('log', { isTTY: true });
    expect(written.join('')).toContain('\x1b[');
  });
});
