package io.rocekit.fabric.rule;

/**
 * What the fabric is meant to carry, which the checks compare a switch against: NVIDIA's lossless
 * RoCE recipe unless an intent says otherwise (RoCE on DSCP 26 and priority 3, CNPs on DSCP 48 and
 * priority 6, MTU 9216 on the switch).
 *
 * @param roceDscp     the DSCP RoCE data is sent with
 * @param rocePriority the priority (PCP) RoCE data is meant to have, for ports that classify by PCP
 * @param cnpDscp      the DSCP CNPs are sent with
 * @param cnpPriority  the priority CNPs are meant to have
 * @param lossless     whether RoCE is meant to be lossless (PFC); false for an ECN-only design
 */
public record Expectation(int roceDscp, int rocePriority, int cnpDscp, int cnpPriority, boolean lossless) {
    /** NVIDIA's lossless recipe (Cumulus Linux "RDMA over Converged Ethernet - RoCE"). */
    public static Expectation nvidiaDefault() {
        return new Expectation(26, 3, 48, 6, true);
    }

    /**
     * This expectation for {@code c}: where the configuration itself declares a lossy RoCE design
     * (NVUE {@code qos roce mode lossy}; Junos lossless buffer partitions at 0 %) and nothing else was asked ({@code asked}: an intent or
     * {@code --lossy} given), a lossy one, so that NVIDIA's documented lossy mode is not failed for
     * lacking the PFC it turns off.
     */
    public Expectation forConfig(io.rocekit.fabric.model.SwitchConfig c, boolean asked) {
        return !asked && lossless && c.lossyDeclared().isPresent()
                ? new Expectation(roceDscp, rocePriority, cnpDscp, cnpPriority, false) : this;
    }

    /** What an intent expects: its first class's first DSCP and priority, its CNP class, PFC or not. */
    public static Expectation of(io.rocekit.fabric.intent.Intent in) {
        int dscp = in.classes().isEmpty() ? 26 : in.classes().get(0).dscp().first();
        int prio = in.classes().isEmpty() ? 3 : in.classes().get(0).priority();
        int cnpDscp = in.cnp().map(io.rocekit.fabric.intent.CnpIntent::dscp).orElse(in.nic().cnpDscp());
        int cnpPrio = in.cnp().map(io.rocekit.fabric.intent.CnpIntent::priority).orElse(in.nic().cnpPriority());
        return new Expectation(dscp, prio, cnpDscp, cnpPrio, !in.pfc().priorities().isEmpty());
    }
}
