import { RatesScreen } from '../../../features/exchange-rates';
import { ProtectedRoute } from '../../guards/protected-route';

export default function ExchangeRatesPage() {
  return (
    <ProtectedRoute access="exchangeRates">
      <RatesScreen />
    </ProtectedRoute>
  );
}
