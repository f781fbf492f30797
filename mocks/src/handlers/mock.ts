import { http, HttpResponse, type HttpHandler } from 'msw';
import { gameCoverJpeg, gamePageHtml } from '../db/images';
import { decideWithdrawal, expireDeposits, payDeposit } from '../db/ops';
import { findPlayer } from '../db/queries';
import type { Db } from '../db/types';
import { MOCK_ASSET_PATHS, mockEndpoints, type MockEndpointName } from '../mockEndpoints';
import { resolveScenario } from '../scenarios';
import type { MockContext } from './context';
import { ApiFailure, errorResponse, fail } from './errors';
import { route, type Resolver } from './route';
import { depositView, withdrawalView } from './views';

type MockRoutes = { [N in MockEndpointName]: Resolver<(typeof mockEndpoints)[N]> };

function state(mock: MockContext, db: Db) {
  return {
    ok: true as const,
    scenarios: [...mock.scenarioNames],
    now: db.clock.iso(),
    defaultPlayer: findPlayer(db, db.defaultPlayerId)?.username ?? null,
  };
}

const mockRoutes: MockRoutes = {
  state: ({ mock, db }) => state(mock, db),
  reset: ({ mock }) => {
    mock.reset();
    return state(mock, mock.db);
  },
  scenario: ({ mock, body }) => {
    try {
      body.scenarios.forEach(resolveScenario);
    } catch (error) {
      throw new ApiFailure('VALIDATION_ERROR', undefined, [{ path: 'scenarios', message: String((error as Error).message) }]);
    }
    mock.useScenarios(body.scenarios);
    return state(mock, mock.db);
  },
  clock: ({ mock, db, body }) => {
    db.clock.advance(body.advanceSeconds * 1000);
    return state(mock, db);
  },
  payDeposit: ({ db, params, body }) => {
    expireDeposits(db);
    const order = db.deposits.find((d) => d.code === params.code) ?? fail('ORDER_NOT_FOUND');
    if (order.status !== 'OPEN' && order.status !== 'PAID') fail('ORDER_NOT_OPEN');
    payDeposit(db, order, body?.outcome ?? 'SUCCESS');
    return { order: depositView(order) };
  },
  decideWithdrawal: ({ db, params, body }) => {
    const withdrawal = db.withdrawals.find((w) => w.code === params.code) ?? fail('ORDER_NOT_FOUND');
    if (withdrawal.status !== 'OPEN') fail('ORDER_NOT_OPEN');
    decideWithdrawal(db, withdrawal, body?.outcome ?? 'SUCCESS');
    return { withdrawal: withdrawalView(withdrawal) };
  },
};

/**
 * The mock-only routes: the control endpoints when the mock allows them (they credit players and
 * wipe sessions without any session), and the game images and pages always (the seed's games use them).
 */
export function mockHandlers(mock: MockContext): HttpHandler[] {
  const names = mock.controlEndpoints ? (Object.keys(mockEndpoints) as MockEndpointName[]) : [];
  const routes = names.map((name) =>
    route(mock, `__mock.${name}`, mockEndpoints[name], mockRoutes[name] as Resolver<(typeof mockEndpoints)[typeof name]>, {
      exemptFromFaults: true,
    }),
  );
  return [
    ...routes,
    http.get(mock.path(MOCK_ASSET_PATHS.image), ({ params }) => {
      const id = decodeURIComponent(String(params.file)).replace(/\.jpg$/, '');
      const game = mock.db.games.find((g) => g.id === id);
      if (!game) return errorResponse(new ApiFailure('GAME_NOT_FOUND'));
      // A raster cover, as agencies serve them (images.ts says why not SVG).
      return new HttpResponse(gameCoverJpeg(game), {
        headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
    http.get(mock.path(MOCK_ASSET_PATHS.play), ({ params }) => {
      const provider = String(params.provider);
      const game = params.gameId ? mock.db.games.find((g) => g.id === String(params.gameId)) : undefined;
      return HttpResponse.html(gamePageHtml(game ? game.name : `${provider} lobby`, provider));
    }),
  ];
}

/** Last: anything else under the base is a JSON 404, never a pass-through to the network. */
export function notFoundHandler(mock: MockContext): HttpHandler {
  return http.all(mock.path('/*'), () => errorResponse(new ApiFailure('NOT_FOUND')));
}
