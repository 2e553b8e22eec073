import { useHydrated } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import {
  currentSubscription,
  PushFailure,
  pushAbility,
  turnPushesOff,
  turnPushesOn,
  type PushAbility,
} from './device-push';
import './PushSwitch.css';

const WHAT =
  'Пришлём уведомление, если изменятся дата, время или место сбора, если отправление отменят и когда пройдёт ' +
  'оплата, а накануне в 18:00 по Москве напомним, когда и где сбор.';

/** Why the switch cannot be used here, and what to do. */
const CANNOT: Record<Exclude<PushAbility, 'ready'>, string> = {
  unsupported:
    'Этот браузер не умеет присылать уведомления сайтов. Откройте сайт в Chrome, Firefox, Edge или Safari.',
  'ios-home-screen':
    'На iPhone и iPad уведомления приходят только в приложение на экране «Домой»: нажмите «Поделиться» → ' +
    '«На экран «Домой»», откройте Псков Тур оттуда и включите здесь.',
  denied:
    'Уведомления для этого сайта запрещены в настройках браузера. Разрешите их там, и переключатель заработает.',
};

const FAILED: Record<PushFailure['reason'], string> = {
  denied: 'Вы не разрешили уведомления. Включить их можно снова в любой момент.',
  offline: 'Нет соединения — включить уведомления можно, когда появится сеть.',
  refused: 'Не получилось включить уведомления. Попробуйте ещё раз.',
  'no-worker':
    'Уведомления заработают, когда сайт загрузится полностью. Обновите страницу и попробуйте ещё раз.',
};

interface PushSwitchProps {
  /** An order placed without an account: the pushes are that order's. */
  order?: { id: number; token: string };
}

/**
 * 'Сообщать об изменениях': this device's pushes about the tourist's trips (docs/decisions/047),
 * asked of the browser only on a tap, with what they will say, and off again in the same place.
 */
export function PushSwitch({ order }: PushSwitchProps) {
  const id = useId();
  // What the browser can do is known only in it: the server renders the switch off and disabled.
  const ability = useHydrated() ? pushAbility() : null;
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  useEffect(() => {
    if (ability !== 'ready') return;
    let live = true;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (live) setOn(subscription !== null);
      });
    return () => {
      live = false;
    };
  }, [ability]);

  async function toggle(wanted: boolean) {
    setBusy(true);
    setSaid(null);
    try {
      if (wanted) await turnPushesOn(order);
      else await turnPushesOff();
      setOn(wanted);
      setSaid(wanted ? 'Уведомления включены на этом устройстве.' : 'Уведомления выключены.');
    } catch (error) {
      setSaid(FAILED[error instanceof PushFailure ? error.reason : 'refused']);
    } finally {
      setBusy(false);
    }
  }

  const usable = ability === 'ready' && on !== null;
  const cannot = ability !== null && ability !== 'ready' ? CANNOT[ability] : null;
  return (
    <section className="push-switch" aria-labelledby={`${id}-label`}>
      <label className="push-switch__row">
        <input
          type="checkbox"
          role="switch"
          className="push-switch__input"
          checked={usable && on}
          disabled={!usable || busy}
          aria-describedby={`${id}-what ${id}-said`}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        <span id={`${id}-label`} className="push-switch__label">
          Сообщать об изменениях
        </span>
      </label>
      <p id={`${id}-what`} className="push-switch__what">
        {WHAT}
      </p>
      <p id={`${id}-said`} className="push-switch__said" role="status">
        {cannot ?? said}
      </p>
    </section>
  );
}
