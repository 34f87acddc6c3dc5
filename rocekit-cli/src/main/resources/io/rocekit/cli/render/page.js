/* rocekit report kit: draws every chart of the page with Apache ECharts. Each chart's option sits
   in a <script type="application/json" data-chart-for="ID"> block; strings "@format:NAME" in it
   become the formatter NAME below, which prints as io.rocekit.core.finding.Quantities does. */
(function () {
  'use strict';
  function trim(v, d) { return String(parseFloat(v.toFixed(d))); }
  function fin(f) { return function (v) { return (typeof v === 'number' && isFinite(v)) ? f(v) : '-'; }; }
  var F = {
    number: fin(function (v) {
      if (v === Math.round(v)) { return String(v); }
      if (Math.abs(v) >= 100) { return v.toFixed(1); }
      return String(parseFloat(v.toPrecision(4)));
    }),
    binarySize: fin(function (v) {
      var u = ['', 'K', 'M', 'G', 'T'], i = 0;
      while (i < u.length - 1 && v >= 1024) { v /= 1024; i++; }
      return trim(v, 1) + u[i];
    }),
    bytes: fin(function (v) {
      if (v >= 1e9) { return (v / 1e9).toFixed(2) + ' GB'; }
      if (v >= 1e6) { return (v / 1e6).toFixed(1) + ' MB'; }
      if (v >= 1e3) { return (v / 1e3).toFixed(1) + ' kB'; }
      return trim(v, 0) + ' B';
    }),
    bitRate: fin(function (v) {
      if (v >= 1e9) { return trim(v / 1e9, 2) + ' Gb/s'; }
      if (v >= 1e6) { return trim(v / 1e6, 1) + ' Mb/s'; }
      if (v >= 1e3) { return trim(v / 1e3, 1) + ' kb/s'; }
      return trim(v, 0) + ' b/s';
    }),
    percent: fin(function (v) { return trim(v * 100, 2) + ' %'; }),
    perSecond: fin(function (v) {
      if (v >= 1e6) { return trim(v / 1e6, 2) + ' M/s'; }
      if (v >= 1e3) { return trim(v / 1e3, 2) + ' k/s'; }
      return trim(v, 2) + ' /s';
    }),
    nanos: fin(function (v) {
      var a = Math.abs(v);
      if (a >= 1e9) { return trim(v / 1e9, 2) + ' s'; }
      if (a >= 1e6) { return trim(v / 1e6, 2) + ' ms'; }
      if (a >= 1e3) { return trim(v / 1e3, 1) + ' us'; }
      return trim(v, 0) + ' ns';
    })
  };
  F.micros = fin(function (v) { return F.nanos(v * 1e3); });
  function resolve(o) {
    if (Array.isArray(o)) { for (var i = 0; i < o.length; i++) { o[i] = resolve(o[i]); } return o; }
    if (o && typeof o === 'object') { for (var k in o) { o[k] = resolve(o[k]); } return o; }
    if (typeof o === 'string' && o.indexOf('@format:') === 0) { return F[o.substring(8)] || F.number; }
    return o;
  }
  var charts = [];
  var blocks = document.querySelectorAll('script[type="application/json"][data-chart-for]');
  for (var i = 0; i < blocks.length; i++) {
    var el = document.getElementById(blocks[i].getAttribute('data-chart-for'));
    var chart = echarts.init(el, null, { renderer: 'svg' });
    chart.setOption(resolve(JSON.parse(blocks[i].textContent)));
    charts.push(chart);
  }
  window.addEventListener('resize', function () { charts.forEach(function (c) { c.resize(); }); });
  window.rocekitFormats = F;
  document.body.setAttribute('data-charts', String(charts.length));
})();
