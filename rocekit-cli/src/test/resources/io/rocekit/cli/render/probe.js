/* Test probe, appended to a copy of a report by ReportBrowser: measures what a person sees and
   writes it as JSON into <pre id="rocekit-probe"> for --dump-dom. */
(function () {
  function run() {
    var out = { charts: [], wideBoxes: [], badText: [], smallText: [], tables: {}, pageWidth: 0, viewportWidth: 0 };
    out.viewportWidth = document.documentElement.clientWidth;
    out.pageWidth = document.documentElement.scrollWidth;
    // text a person reads: every text node outside scripts and styles, SVG included
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    var n;
    while ((n = walker.nextNode())) {
      var p = n.parentNode;
      if (!p || p.closest('script,style,#rocekit-probe')) { continue; }
      var t = n.nodeValue;
      if (/\bNaN\b|\bundefined\b|\bInfinity\b|\bnull\b/.test(t)) { out.badText.push(t.trim().substring(0, 120)); }
      if (t.trim().length > 0) {
        var r = p.getBoundingClientRect();
        var fs = parseFloat(getComputedStyle(p).fontSize);
        if (p instanceof SVGElement && p.getBBox) {
          // drawn size: the font size scaled by how the SVG is fitted into the page
          var svg = p.ownerSVGElement;
          if (svg && svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width > 0) {
            fs = fs * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          }
        }
        if (r.width > 0 && fs < 11.5) { out.smallText.push(t.trim().substring(0, 40) + ' @' + fs.toFixed(1) + 'px'); }
      }
    }
    // every table or pre: its box fits the viewport, and what is wider than its box can scroll there
    var items = document.querySelectorAll('table, pre, svg:not(.chart svg)');
    for (var i = 0; i < items.length; i++) {
      var el = items[i];
      if (el.tagName === 'TABLE' && el.id) {
        var tb = el.closest('.table-box');
        out.tables[el.id] = { width: el.scrollWidth, boxWidth: tb ? tb.clientWidth : el.clientWidth };
      }
      if (el.closest('.chart')) { continue; }
      var box = el.closest('.table-box, .diagram') || el;
      var br = box.getBoundingClientRect();
      var cs = getComputedStyle(box);
      var scrolls = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
      var tooWide = el.scrollWidth > box.clientWidth + 1 && !scrolls && el !== box;
      if (br.right > out.viewportWidth + 1 || tooWide || (el === box && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'svg')) {
        out.wideBoxes.push((el.id || el.tagName) + ' right=' + Math.round(br.right) + ' scrollWidth=' + el.scrollWidth + ' box=' + box.clientWidth);
      }
    }
    var els = document.querySelectorAll('.chart');
    for (var c = 0; c < els.length; c++) {
      var inst = window.echarts && echarts.getInstanceByDom(els[c]);
      var info = { id: els[c].id, rendered: !!inst, legend: [], axes: [], data: { x: [], y: [] } };
      // the drawing (ECharts' canvas or svg) lies inside the chart's card, not elsewhere on the page
      var card = els[c].closest('.chart-box');
      var drawing = els[c].querySelector('canvas, svg');
      info.inCard = false;
      if (card && drawing) {
        var cr = card.getBoundingClientRect();
        var dr = drawing.getBoundingClientRect();
        info.inCard = dr.height > 0 && dr.width > 0 && dr.top >= cr.top - 1 && dr.bottom <= cr.bottom + 1
          && dr.left >= cr.left - 1 && dr.right <= cr.right + 1;
        info.drawing = [Math.round(dr.left), Math.round(dr.top), Math.round(dr.right), Math.round(dr.bottom)];
        info.card = [Math.round(cr.left), Math.round(cr.top), Math.round(cr.right), Math.round(cr.bottom)];
      }
      if (inst) {
        var opt = inst.getOption();
        (opt.series || []).forEach(function (s) { info.legend.push(s.name); });
        var model = inst.getModel();
        ['xAxis', 'yAxis'].forEach(function (kind) {
          var ax = model.getComponent(kind, 0);
          if (ax && ax.axis && ax.axis.scale && ax.axis.type !== 'category') {
            var e = ax.axis.scale.getExtent();
            // a log scale reports its extent in data units already
            info.axes.push({ kind: kind, type: ax.axis.type, min: e[0], max: e[1] });
          }
        });
        var xs = [], ys = [];
        (opt.series || []).forEach(function (s) {
          (s.data || []).forEach(function (d) {
            if (Array.isArray(d)) { xs.push(d[0]); ys.push(d[1]); } else if (typeof d === 'number') { ys.push(d); }
          });
        });
        var f = function (a) { return a.filter(function (v) { return typeof v === 'number'; }); };
        xs = f(xs); ys = f(ys);
        info.data = { xMin: Math.min.apply(null, xs), xMax: Math.max.apply(null, xs), yMin: Math.min.apply(null, ys),
          yMax: Math.max.apply(null, ys), points: ys.length };
        info.svgTexts = Array.prototype.map.call(els[c].querySelectorAll('svg text'), function (t) { return t.textContent; });
      }
      out.charts.push(info);
    }
    // what the page's axis formatters print for a few values (compared with Quantities by a test)
    if (window.rocekitFormats) {
      var F = window.rocekitFormats;
      out.formats = { binarySize: F.binarySize(8589934592), bytes: F.bytes(146700), bitRate: F.bitRate(7.767e9),
        percent: F.percent(0.125), perSecond: F.perSecond(12500), nanos: F.nanos(3200000), micros: F.micros(1570),
        number: F.number(97.53), nan: F.number(NaN) };
    }
    // element ids held by more than one element (the page script finds charts by id); the
    // chart library's own ids inside a drawing are its business
    var seenIds = {};
    out.duplicateIds = [];
    Array.prototype.forEach.call(document.querySelectorAll('[id]'), function (e) {
      if (e.parentNode && e.parentNode.closest && e.parentNode.closest('.chart')) { return; }
      if (seenIds[e.id] && out.duplicateIds.indexOf(e.id) < 0) { out.duplicateIds.push(e.id); }
      seenIds[e.id] = true;
    });
    var pre = document.createElement('pre');
    pre.id = 'rocekit-probe';
    pre.textContent = JSON.stringify(out);
    document.body.appendChild(pre);
  }
  window.addEventListener('load', function () { setTimeout(run, 200); });
})();
